(define (problem plan_trial_H00017_remotecontrol_drawer)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  CreditCardType - otype
  KeyChainType - otype
  RemoteControlType - otype
  StatueType - otype
  VaseType - otype
  ArmChairType - rtype
  DrawerType - rtype
  DresserType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  RemoteControl_bar__plus_02_dot_38_bar__plus_00_dot_80_bar__minus_00_dot_64 - object
  Vase_bar__plus_00_dot_95_bar__minus_01_dot_99_bar__plus_01_dot_12 - object
  Book_bar__minus_01_dot_97_bar__minus_02_dot_12_bar__plus_00_dot_78 - object
  Statue_bar__plus_00_dot_89_bar__plus_00_dot_78_bar__minus_01_dot_88 - object
  KeyChain_bar__minus_01_dot_85_bar__plus_01_dot_48_bar__plus_00_dot_54 - object
  CreditCard_bar__minus_01_dot_03_bar__plus_00_dot_64_bar__minus_00_dot_58 - object
  Drawer_bar__plus_00_dot_82_bar__minus_02_dot_45_bar__minus_01_dot_15 - receptacle
  TVStand_bar__plus_00_dot_29_bar__plus_01_dot_25_bar__plus_00_dot_14 - receptacle
  Shelf_bar__minus_00_dot_51_bar__plus_00_dot_73_bar__minus_01_dot_18 - receptacle
  ArmChair_bar__minus_01_dot_66_bar__plus_00_dot_19_bar__minus_00_dot_12 - receptacle
  SideTable_bar__minus_00_dot_10_bar__minus_01_dot_25_bar__minus_01_dot_45 - receptacle
  Sofa_bar__plus_01_dot_52_bar__minus_01_dot_69_bar__minus_02_dot_43 - receptacle
  Dresser_bar__minus_01_dot_42_bar__minus_02_dot_46_bar__minus_01_dot_20 - receptacle
  loc_bar_7_bar__minus_8_bar_2_bar_15 - location
  loc_bar_8_bar__minus_3_bar_3_bar_60 - location
  loc_bar__minus_1_bar_2_bar_0_bar_60 - location
  loc_bar__minus_2_bar_3_bar_2_bar_60 - location
  loc_bar__minus_3_bar__minus_7_bar_3_bar_0 - location
  loc_bar__minus_4_bar_0_bar_0_bar_15 - location
  loc_bar__minus_4_bar__minus_3_bar_2_bar_30 - location
  loc_bar__minus_5_bar_5_bar_3_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_5_bar_5_bar_3_bar_30)
  (canContain ArmChairType BookType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType RemoteControlType)
  (canContain ArmChairType StatueType)
  (canContain ArmChairType VaseType)
  (canContain DrawerType BookType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType RemoteControlType)
  (canContain DrawerType StatueType)
  (canContain DrawerType VaseType)
  (canContain DresserType BookType)
  (canContain DresserType CreditCardType)
  (canContain DresserType KeyChainType)
  (canContain DresserType RemoteControlType)
  (canContain DresserType StatueType)
  (canContain DresserType VaseType)
  (canContain ShelfType BookType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType RemoteControlType)
  (canContain ShelfType StatueType)
  (canContain ShelfType VaseType)
  (canContain SideTableType BookType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType RemoteControlType)
  (canContain SideTableType StatueType)
  (canContain SideTableType VaseType)
  (canContain SofaType BookType)
  (canContain SofaType CreditCardType)
  (canContain SofaType KeyChainType)
  (canContain SofaType RemoteControlType)
  (canContain SofaType StatueType)
  (canContain SofaType VaseType)
  (canContain TVStandType BookType)
  (canContain TVStandType CreditCardType)
  (canContain TVStandType KeyChainType)
  (canContain TVStandType RemoteControlType)
  (canContain TVStandType StatueType)
  (canContain TVStandType VaseType)
  (receptacleType Drawer_bar__plus_00_dot_82_bar__minus_02_dot_45_bar__minus_01_dot_15 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_00_dot_82_bar__minus_02_dot_45_bar__minus_01_dot_15 loc_bar__minus_1_bar_2_bar_0_bar_60)
  (openable Drawer_bar__plus_00_dot_82_bar__minus_02_dot_45_bar__minus_01_dot_15)
  (receptacleType TVStand_bar__plus_00_dot_29_bar__plus_01_dot_25_bar__plus_00_dot_14 TVStandType)
  (receptacleAtLocation TVStand_bar__plus_00_dot_29_bar__plus_01_dot_25_bar__plus_00_dot_14 loc_bar__minus_4_bar_0_bar_0_bar_15)
  (receptacleType Shelf_bar__minus_00_dot_51_bar__plus_00_dot_73_bar__minus_01_dot_18 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_00_dot_51_bar__plus_00_dot_73_bar__minus_01_dot_18 loc_bar__minus_3_bar__minus_7_bar_3_bar_0)
  (receptacleType ArmChair_bar__minus_01_dot_66_bar__plus_00_dot_19_bar__minus_00_dot_12 ArmChairType)
  (receptacleAtLocation ArmChair_bar__minus_01_dot_66_bar__plus_00_dot_19_bar__minus_00_dot_12 loc_bar_7_bar__minus_8_bar_2_bar_15)
  (receptacleType SideTable_bar__minus_00_dot_10_bar__minus_01_dot_25_bar__minus_01_dot_45 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_00_dot_10_bar__minus_01_dot_25_bar__minus_01_dot_45 loc_bar_8_bar__minus_3_bar_3_bar_60)
  (receptacleType Sofa_bar__plus_01_dot_52_bar__minus_01_dot_69_bar__minus_02_dot_43 SofaType)
  (receptacleAtLocation Sofa_bar__plus_01_dot_52_bar__minus_01_dot_69_bar__minus_02_dot_43 loc_bar__minus_2_bar_3_bar_2_bar_60)
  (receptacleType Dresser_bar__minus_01_dot_42_bar__minus_02_dot_46_bar__minus_01_dot_20 DresserType)
  (receptacleAtLocation Dresser_bar__minus_01_dot_42_bar__minus_02_dot_46_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_3_bar_2_bar_30)
  (objectType RemoteControl_bar__plus_02_dot_38_bar__plus_00_dot_80_bar__minus_00_dot_64 RemoteControlType)
  (inReceptacle RemoteControl_bar__plus_02_dot_38_bar__plus_00_dot_80_bar__minus_00_dot_64 Dresser_bar__minus_01_dot_42_bar__minus_02_dot_46_bar__minus_01_dot_20)
  (objectAtLocation RemoteControl_bar__plus_02_dot_38_bar__plus_00_dot_80_bar__minus_00_dot_64 loc_bar__minus_4_bar__minus_3_bar_2_bar_30)
  (pickupable RemoteControl_bar__plus_02_dot_38_bar__plus_00_dot_80_bar__minus_00_dot_64)
  (objectType Vase_bar__plus_00_dot_95_bar__minus_01_dot_99_bar__plus_01_dot_12 VaseType)
  (inReceptacle Vase_bar__plus_00_dot_95_bar__minus_01_dot_99_bar__plus_01_dot_12 SideTable_bar__minus_00_dot_10_bar__minus_01_dot_25_bar__minus_01_dot_45)
  (objectAtLocation Vase_bar__plus_00_dot_95_bar__minus_01_dot_99_bar__plus_01_dot_12 loc_bar_8_bar__minus_3_bar_3_bar_60)
  (pickupable Vase_bar__plus_00_dot_95_bar__minus_01_dot_99_bar__plus_01_dot_12)
  (objectType Book_bar__minus_01_dot_97_bar__minus_02_dot_12_bar__plus_00_dot_78 BookType)
  (inReceptacle Book_bar__minus_01_dot_97_bar__minus_02_dot_12_bar__plus_00_dot_78 Sofa_bar__plus_01_dot_52_bar__minus_01_dot_69_bar__minus_02_dot_43)
  (objectAtLocation Book_bar__minus_01_dot_97_bar__minus_02_dot_12_bar__plus_00_dot_78 loc_bar__minus_2_bar_3_bar_2_bar_60)
  (pickupable Book_bar__minus_01_dot_97_bar__minus_02_dot_12_bar__plus_00_dot_78)
  (objectType Statue_bar__plus_00_dot_89_bar__plus_00_dot_78_bar__minus_01_dot_88 StatueType)
  (inReceptacle Statue_bar__plus_00_dot_89_bar__plus_00_dot_78_bar__minus_01_dot_88 Shelf_bar__minus_00_dot_51_bar__plus_00_dot_73_bar__minus_01_dot_18)
  (objectAtLocation Statue_bar__plus_00_dot_89_bar__plus_00_dot_78_bar__minus_01_dot_88 loc_bar__minus_3_bar__minus_7_bar_3_bar_0)
  (pickupable Statue_bar__plus_00_dot_89_bar__plus_00_dot_78_bar__minus_01_dot_88)
  (objectType KeyChain_bar__minus_01_dot_85_bar__plus_01_dot_48_bar__plus_00_dot_54 KeyChainType)
  (inReceptacle KeyChain_bar__minus_01_dot_85_bar__plus_01_dot_48_bar__plus_00_dot_54 SideTable_bar__minus_00_dot_10_bar__minus_01_dot_25_bar__minus_01_dot_45)
  (objectAtLocation KeyChain_bar__minus_01_dot_85_bar__plus_01_dot_48_bar__plus_00_dot_54 loc_bar_8_bar__minus_3_bar_3_bar_60)
  (pickupable KeyChain_bar__minus_01_dot_85_bar__plus_01_dot_48_bar__plus_00_dot_54)
  (objectType CreditCard_bar__minus_01_dot_03_bar__plus_00_dot_64_bar__minus_00_dot_58 CreditCardType)
  (inReceptacle CreditCard_bar__minus_01_dot_03_bar__plus_00_dot_64_bar__minus_00_dot_58 ArmChair_bar__minus_01_dot_66_bar__plus_00_dot_19_bar__minus_00_dot_12)
  (objectAtLocation CreditCard_bar__minus_01_dot_03_bar__plus_00_dot_64_bar__minus_00_dot_58 loc_bar_7_bar__minus_8_bar_2_bar_15)
  (pickupable CreditCard_bar__minus_01_dot_03_bar__plus_00_dot_64_bar__minus_00_dot_58)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o RemoteControlType)
                    (receptacleType ?r DrawerType)
                )
            )
        )
    )
)
)
