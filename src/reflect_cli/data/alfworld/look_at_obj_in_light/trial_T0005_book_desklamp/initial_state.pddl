(define (problem plan_trial_T0005_book_desklamp)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  CellPhoneType - otype
  DeskLampType - otype
  PencilType - otype
  BedType - rtype
  DeskType - rtype
  DrawerType - rtype
  ShelfType - rtype
  SideTableType - rtype
  Book_bar__minus_00_dot_80_bar__plus_00_dot_55_bar__plus_01_dot_40 - object
  DeskLamp_bar__minus_01_dot_95_bar__plus_00_dot_70_bar__minus_00_dot_55 - object
  CellPhone_bar__plus_01_dot_45_bar__plus_00_dot_75_bar__minus_01_dot_65 - object
  Pencil_bar__plus_02_dot_05_bar__plus_01_dot_22_bar__plus_00_dot_45 - object
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
  (objectType Book_bar__minus_00_dot_80_bar__plus_00_dot_55_bar__plus_01_dot_40 BookType)
  (inReceptacle Book_bar__minus_00_dot_80_bar__plus_00_dot_55_bar__plus_01_dot_40 Bed_bar__minus_00_dot_84_bar__plus_00_dot_00_bar__plus_01_dot_43)
  (objectAtLocation Book_bar__minus_00_dot_80_bar__plus_00_dot_55_bar__plus_01_dot_40 loc_bar__minus_3_bar_3_bar_1_bar_45)
  (pickupable Book_bar__minus_00_dot_80_bar__plus_00_dot_55_bar__plus_01_dot_40)
  (objectType DeskLamp_bar__minus_01_dot_95_bar__plus_00_dot_70_bar__minus_00_dot_55 DeskLampType)
  (inReceptacle DeskLamp_bar__minus_01_dot_95_bar__plus_00_dot_70_bar__minus_00_dot_55 SideTable_bar__minus_01_dot_90_bar__plus_00_dot_00_bar__minus_00_dot_60)
  (objectAtLocation DeskLamp_bar__minus_01_dot_95_bar__plus_00_dot_70_bar__minus_00_dot_55 loc_bar__minus_6_bar__minus_2_bar_3_bar_45)
  (toggleable DeskLamp_bar__minus_01_dot_95_bar__plus_00_dot_70_bar__minus_00_dot_55)
  (objectType CellPhone_bar__plus_01_dot_45_bar__plus_00_dot_75_bar__minus_01_dot_65 CellPhoneType)
  (inReceptacle CellPhone_bar__plus_01_dot_45_bar__plus_00_dot_75_bar__minus_01_dot_65 Desk_bar__plus_01_dot_50_bar__plus_00_dot_00_bar__minus_01_dot_60)
  (objectAtLocation CellPhone_bar__plus_01_dot_45_bar__plus_00_dot_75_bar__minus_01_dot_65 loc_bar_5_bar__minus_5_bar_2_bar_30)
  (pickupable CellPhone_bar__plus_01_dot_45_bar__plus_00_dot_75_bar__minus_01_dot_65)
  (objectType Pencil_bar__plus_02_dot_05_bar__plus_01_dot_22_bar__plus_00_dot_45 PencilType)
  (inReceptacle Pencil_bar__plus_02_dot_05_bar__plus_01_dot_22_bar__plus_00_dot_45 Shelf_bar__plus_02_dot_00_bar__plus_01_dot_20_bar__plus_00_dot_50)
  (objectAtLocation Pencil_bar__plus_02_dot_05_bar__plus_01_dot_22_bar__plus_00_dot_45 loc_bar_6_bar_1_bar_1_bar_0)
  (pickupable Pencil_bar__plus_02_dot_05_bar__plus_01_dot_22_bar__plus_00_dot_45)
  (canContain BedType BookType)
  (canContain BedType CellPhoneType)
  (canContain DeskType BookType)
  (canContain DeskType CellPhoneType)
  (canContain DeskType PencilType)
  (canContain DrawerType BookType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType PencilType)
  (canContain ShelfType BookType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType PencilType)
  (canContain SideTableType BookType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType PencilType)
)
(:goal
     (and
         (exists (?ot - object
                  ?r - receptacle
                  ?a - agent
                  ?l - location)
             (and
                 (objectType ?ot DeskLampType)
                 (toggleable ?ot)
                 (isToggled ?ot)
                 (receptacleAtLocation ?r ?l)
                 (atLocation ?a ?l)
                 (inReceptacle ?ot ?r)
             )
         )
         (exists (?o - object
                  ?a - agent)
             (and
                 (objectType ?o BookType)
                 (holds ?a ?o)
             )
         )
     )
)
)
