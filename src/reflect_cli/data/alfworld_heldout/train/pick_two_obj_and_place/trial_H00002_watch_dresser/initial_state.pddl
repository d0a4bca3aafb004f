(define (problem plan_trial_H00002_watch_dresser)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  KeyChainType - otype
  StatueType - otype
  VaseType - otype
  WatchType - otype
  CoffeeTableType - rtype
  DrawerType - rtype
  DresserType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  Watch_bar__minus_00_dot_99_bar__plus_02_dot_29_bar__minus_00_dot_81 - object
  Watch_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__minus_00_dot_46 - object
  KeyChain_bar__plus_00_dot_63_bar__minus_00_dot_81_bar__plus_01_dot_85 - object
  Book_bar__minus_02_dot_14_bar__plus_01_dot_30_bar__minus_01_dot_39 - object
  Vase_bar__minus_02_dot_06_bar__plus_01_dot_94_bar__plus_01_dot_23 - object
  Statue_bar__minus_02_dot_49_bar__minus_00_dot_32_bar__minus_01_dot_05 - object
  Drawer_bar__minus_01_dot_17_bar__plus_01_dot_24_bar__plus_02_dot_06 - receptacle
  TVStand_bar__plus_00_dot_18_bar__minus_01_dot_62_bar__minus_02_dot_01 - receptacle
  SideTable_bar__minus_01_dot_09_bar__plus_01_dot_20_bar__minus_01_dot_05 - receptacle
  Sofa_bar__plus_01_dot_98_bar__plus_02_dot_03_bar__plus_00_dot_37 - receptacle
  CoffeeTable_bar__minus_02_dot_34_bar__minus_02_dot_18_bar__plus_02_dot_30 - receptacle
  Dresser_bar__plus_01_dot_96_bar__plus_01_dot_03_bar__plus_00_dot_72 - receptacle
  loc_bar_0_bar__minus_7_bar_1_bar_15 - location
  loc_bar_3_bar_3_bar_3_bar_15 - location
  loc_bar_6_bar__minus_5_bar_1_bar_60 - location
  loc_bar_7_bar__minus_8_bar_3_bar_15 - location
  loc_bar__minus_3_bar_7_bar_2_bar_0 - location
  loc_bar__minus_3_bar__minus_8_bar_1_bar_60 - location
  loc_bar__minus_7_bar__minus_4_bar_3_bar_0 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_3_bar_7_bar_2_bar_0)
  (canContain CoffeeTableType BookType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType StatueType)
  (canContain CoffeeTableType VaseType)
  (canContain CoffeeTableType WatchType)
  (canContain DrawerType BookType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType StatueType)
  (canContain DrawerType VaseType)
  (canContain DrawerType WatchType)
  (canContain DresserType BookType)
  (canContain DresserType KeyChainType)
  (canContain DresserType StatueType)
  (canContain DresserType VaseType)
  (canContain DresserType WatchType)
  (canContain SideTableType BookType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType StatueType)
  (canContain SideTableType VaseType)
  (canContain SideTableType WatchType)
  (canContain SofaType BookType)
  (canContain SofaType KeyChainType)
  (canContain SofaType StatueType)
  (canContain SofaType VaseType)
  (canContain SofaType WatchType)
  (canContain TVStandType BookType)
  (canContain TVStandType KeyChainType)
  (canContain TVStandType StatueType)
  (canContain TVStandType VaseType)
  (canContain TVStandType WatchType)
  (receptacleType Drawer_bar__minus_01_dot_17_bar__plus_01_dot_24_bar__plus_02_dot_06 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_01_dot_17_bar__plus_01_dot_24_bar__plus_02_dot_06 loc_bar_7_bar__minus_8_bar_3_bar_15)
  (openable Drawer_bar__minus_01_dot_17_bar__plus_01_dot_24_bar__plus_02_dot_06)
  (receptacleType TVStand_bar__plus_00_dot_18_bar__minus_01_dot_62_bar__minus_02_dot_01 TVStandType)
  (receptacleAtLocation TVStand_bar__plus_00_dot_18_bar__minus_01_dot_62_bar__minus_02_dot_01 loc_bar_0_bar__minus_7_bar_1_bar_15)
  (receptacleType SideTable_bar__minus_01_dot_09_bar__plus_01_dot_20_bar__minus_01_dot_05 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_01_dot_09_bar__plus_01_dot_20_bar__minus_01_dot_05 loc_bar__minus_7_bar__minus_4_bar_3_bar_0)
  (receptacleType Sofa_bar__plus_01_dot_98_bar__plus_02_dot_03_bar__plus_00_dot_37 SofaType)
  (receptacleAtLocation Sofa_bar__plus_01_dot_98_bar__plus_02_dot_03_bar__plus_00_dot_37 loc_bar_3_bar_3_bar_3_bar_15)
  (receptacleType CoffeeTable_bar__minus_02_dot_34_bar__minus_02_dot_18_bar__plus_02_dot_30 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar__minus_02_dot_34_bar__minus_02_dot_18_bar__plus_02_dot_30 loc_bar__minus_3_bar__minus_8_bar_1_bar_60)
  (receptacleType Dresser_bar__plus_01_dot_96_bar__plus_01_dot_03_bar__plus_00_dot_72 DresserType)
  (receptacleAtLocation Dresser_bar__plus_01_dot_96_bar__plus_01_dot_03_bar__plus_00_dot_72 loc_bar_6_bar__minus_5_bar_1_bar_60)
  (objectType Watch_bar__minus_00_dot_99_bar__plus_02_dot_29_bar__minus_00_dot_81 WatchType)
  (inReceptacle Watch_bar__minus_00_dot_99_bar__plus_02_dot_29_bar__minus_00_dot_81 SideTable_bar__minus_01_dot_09_bar__plus_01_dot_20_bar__minus_01_dot_05)
  (objectAtLocation Watch_bar__minus_00_dot_99_bar__plus_02_dot_29_bar__minus_00_dot_81 loc_bar__minus_7_bar__minus_4_bar_3_bar_0)
  (pickupable Watch_bar__minus_00_dot_99_bar__plus_02_dot_29_bar__minus_00_dot_81)
  (objectType Watch_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__minus_00_dot_46 WatchType)
  (inReceptacle Watch_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__minus_00_dot_46 TVStand_bar__plus_00_dot_18_bar__minus_01_dot_62_bar__minus_02_dot_01)
  (objectAtLocation Watch_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__minus_00_dot_46 loc_bar_0_bar__minus_7_bar_1_bar_15)
  (pickupable Watch_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__minus_00_dot_46)
  (objectType KeyChain_bar__plus_00_dot_63_bar__minus_00_dot_81_bar__plus_01_dot_85 KeyChainType)
  (inReceptacle KeyChain_bar__plus_00_dot_63_bar__minus_00_dot_81_bar__plus_01_dot_85 Dresser_bar__plus_01_dot_96_bar__plus_01_dot_03_bar__plus_00_dot_72)
  (objectAtLocation KeyChain_bar__plus_00_dot_63_bar__minus_00_dot_81_bar__plus_01_dot_85 loc_bar_6_bar__minus_5_bar_1_bar_60)
  (pickupable KeyChain_bar__plus_00_dot_63_bar__minus_00_dot_81_bar__plus_01_dot_85)
  (objectType Book_bar__minus_02_dot_14_bar__plus_01_dot_30_bar__minus_01_dot_39 BookType)
  (inReceptacle Book_bar__minus_02_dot_14_bar__plus_01_dot_30_bar__minus_01_dot_39 Sofa_bar__plus_01_dot_98_bar__plus_02_dot_03_bar__plus_00_dot_37)
  (objectAtLocation Book_bar__minus_02_dot_14_bar__plus_01_dot_30_bar__minus_01_dot_39 loc_bar_3_bar_3_bar_3_bar_15)
  (pickupable Book_bar__minus_02_dot_14_bar__plus_01_dot_30_bar__minus_01_dot_39)
  (objectType Vase_bar__minus_02_dot_06_bar__plus_01_dot_94_bar__plus_01_dot_23 VaseType)
  (inReceptacle Vase_bar__minus_02_dot_06_bar__plus_01_dot_94_bar__plus_01_dot_23 SideTable_bar__minus_01_dot_09_bar__plus_01_dot_20_bar__minus_01_dot_05)
  (objectAtLocation Vase_bar__minus_02_dot_06_bar__plus_01_dot_94_bar__plus_01_dot_23 loc_bar__minus_7_bar__minus_4_bar_3_bar_0)
  (pickupable Vase_bar__minus_02_dot_06_bar__plus_01_dot_94_bar__plus_01_dot_23)
  (objectType Statue_bar__minus_02_dot_49_bar__minus_00_dot_32_bar__minus_01_dot_05 StatueType)
  (inReceptacle Statue_bar__minus_02_dot_49_bar__minus_00_dot_32_bar__minus_01_dot_05 TVStand_bar__plus_00_dot_18_bar__minus_01_dot_62_bar__minus_02_dot_01)
  (objectAtLocation Statue_bar__minus_02_dot_49_bar__minus_00_dot_32_bar__minus_01_dot_05 loc_bar_0_bar__minus_7_bar_1_bar_15)
  (pickupable Statue_bar__minus_02_dot_49_bar__minus_00_dot_32_bar__minus_01_dot_05)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o1 - object)
                (and
                    (objectType ?o1 WatchType)
                    (receptacleType ?r DresserType)
                    (inReceptacle ?o1 ?r)
                    (exists (?o2 - object)
                        (and
                            (not (= ?o1 ?o2))
                            (objectType ?o2 WatchType)
                            (receptacleType ?r DresserType)
                            (inReceptacle ?o2 ?r)
                        )
                    )
                )
            )
        )
    )
)
)
