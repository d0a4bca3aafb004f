(define (problem plan_trial_T0006_two_cd_drawer)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  CDType - otype
  KeyChainType - otype
  PenType - otype
  BedType - rtype
  DeskType - rtype
  DrawerType - rtype
  ShelfType - rtype
  SideTableType - rtype
  CD_bar__plus_01_dot_96_bar__plus_01_dot_21_bar__plus_00_dot_48 - object
  CD_bar__plus_02_dot_02_bar__plus_01_dot_21_bar__plus_00_dot_55 - object
  Book_bar__plus_01_dot_55_bar__plus_00_dot_76_bar__minus_01_dot_62 - object
  KeyChain_bar__minus_01_dot_85_bar__plus_00_dot_70_bar__minus_00_dot_65 - object
  Pen_bar__plus_01_dot_42_bar__plus_00_dot_62_bar__minus_01_dot_48 - object
  Bed_bar__minus_00_dot_84_bar__plus_00_dot_00_bar__plus_01_dot_43 - receptacle
  Desk_bar__plus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_60 - receptacle
  Drawer_bar__plus_01_dot_40_bar__plus_00_dot_60_bar__minus_01_dot_50 - receptacle
  SideTable_bar__minus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60 - receptacle
  Shelf_bar__plus_02_dot_00_bar__plus_01_dot_20_bar__plus_00_dot_50 - receptacle
  loc_bar__minus_3_bar_3_bar_1_bar_45 - location
  loc_bar__minus_6_bar__minus_2_bar_3_bar_45 - location
  loc_bar_0_bar_0_bar_0_bar_30 - location
  loc_bar_4_bar__minus_4_bar_1_bar_30 - location
  loc_bar_5_bar__minus_5_bar_2_bar_30 - location
  loc_bar_6_bar_1_bar_1_bar_0 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
  (receptacleType Bed_bar__minus_00_dot_84_bar__plus_00_dot_00_bar__plus_01_dot_43 BedType)
  (receptacleAtLocation Bed_bar__minus_00_dot_84_bar__plus_00_dot_00_bar__plus_01_dot_43 loc_bar__minus_3_bar_3_bar_1_bar_45)
  (receptacleType Desk_bar__plus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_60 DeskType)
  (receptacleAtLocation Desk_bar__plus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_60 loc_bar_5_bar__minus_5_bar_2_bar_30)
  (receptacleType Drawer_bar__plus_01_dot_40_bar__plus_00_dot_60_bar__minus_01_dot_50 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_01_dot_40_bar__plus_00_dot_60_bar__minus_01_dot_50 loc_bar_4_bar__minus_4_bar_1_bar_30)
  (openable Drawer_bar__plus_01_dot_40_bar__plus_00_dot_60_bar__minus_01_dot_50)
  (receptacleType SideTable_bar__minus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60 loc_bar__minus_6_bar__minus_2_bar_3_bar_45)
  (receptacleType Shelf_bar__plus_02_dot_00_bar__plus_01_dot_20_bar__plus_00_dot_50 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_02_dot_00_bar__plus_01_dot_20_bar__plus_00_dot_50 loc_bar_6_bar_1_bar_1_bar_0)
  (objectType CD_bar__plus_01_dot_96_bar__plus_01_dot_21_bar__plus_00_dot_48 CDType)
  (inReceptacle CD_bar__plus_01_dot_96_bar__plus_01_dot_21_bar__plus_00_dot_48 Shelf_bar__plus_02_dot_00_bar__plus_01_dot_20_bar__plus_00_dot_50)
  (objectAtLocation CD_bar__plus_01_dot_96_bar__plus_01_dot_21_bar__plus_00_dot_48 loc_bar_6_bar_1_bar_1_bar_0)
  (pickupable CD_bar__plus_01_dot_96_bar__plus_01_dot_21_bar__plus_00_dot_48)
  (objectType CD_bar__plus_02_dot_02_bar__plus_01_dot_21_bar__plus_00_dot_55 CDType)
  (inReceptacle CD_bar__plus_02_dot_02_bar__plus_01_dot_21_bar__plus_00_dot_55 Shelf_bar__plus_02_dot_00_bar__plus_01_dot_20_bar__plus_00_dot_50)
  (objectAtLocation CD_bar__plus_02_dot_02_bar__plus_01_dot_21_bar__plus_00_dot_55 loc_bar_6_bar_1_bar_1_bar_0)
  (pickupable CD_bar__plus_02_dot_02_bar__plus_01_dot_21_bar__plus_00_dot_55)
  (objectType Book_bar__plus_01_dot_55_bar__plus_00_dot_76_bar__minus_01_dot_62 BookType)
  (inReceptacle Book_bar__plus_01_dot_55_bar__plus_00_dot_76_bar__minus_01_dot_62 Desk_bar__plus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_60)
  (objectAtLocation Book_bar__plus_01_dot_55_bar__plus_00_dot_76_bar__minus_01_dot_62 loc_bar_5_bar__minus_5_bar_2_bar_30)
  (pickupable Book_bar__plus_01_dot_55_bar__plus_00_dot_76_bar__minus_01_dot_62)
  (objectType KeyChain_bar__minus_01_dot_85_bar__plus_00_dot_70_bar__minus_00_dot_65 KeyChainType)
  (inReceptacle KeyChain_bar__minus_01_dot_85_bar__plus_00_dot_70_bar__minus_00_dot_65 SideTable_bar__minus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60)
  (objectAtLocation KeyChain_bar__minus_01_dot_85_bar__plus_00_dot_70_bar__minus_00_dot_65 loc_bar__minus_6_bar__minus_2_bar_3_bar_45)
  (pickupable KeyChain_bar__minus_01_dot_85_bar__plus_00_dot_70_bar__minus_00_dot_65)
  (objectType Pen_bar__plus_01_dot_42_bar__plus_00_dot_62_bar__minus_01_dot_48 PenType)
  (inReceptacle Pen_bar__plus_01_dot_42_bar__plus_00_dot_62_bar__minus_01_dot_48 Drawer_bar__plus_01_dot_40_bar__plus_00_dot_60_bar__minus_01_dot_50)
  (objectAtLocation Pen_bar__plus_01_dot_42_bar__plus_00_dot_62_bar__minus_01_dot_48 loc_bar_4_bar__minus_4_bar_1_bar_30)
  (pickupable Pen_bar__plus_01_dot_42_bar__plus_00_dot_62_bar__minus_01_dot_48)
  (canContain BedType BookType)
  (canContain DeskType BookType)
  (canContain DeskType CDType)
  (canContain DeskType KeyChainType)
  (canContain DeskType PenType)
  (canContain DrawerType BookType)
  (canContain DrawerType CDType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType PenType)
  (canContain ShelfType BookType)
  (canContain ShelfType CDType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType PenType)
  (canContain SideTableType BookType)
  (canContain SideTableType CDType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType PenType)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o1 - object)
                (and
                    (objectType ?o1 CDType)
                    (receptacleType ?r DrawerType)
                    (inReceptacle ?o1 ?r)
                    (exists (?o2 - object)
                        (and
                            (not (= ?o1 ?o2))
                            (objectType ?o2 CDType)
                            (receptacleType ?r DrawerType)
                            (inReceptacle ?o2 ?r)
                        )
                    )
                )
            )
        )
    )
)
)
