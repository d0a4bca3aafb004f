(define (problem plan_trial_H00001_apple_diningtable)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BreadType - otype
  MugType - otype
  PanType - otype
  PlateType - otype
  SpoonType - otype
  CounterTopType - rtype
  DiningTableType - rtype
  DrawerType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  SinkBasinType - rtype
  Apple_bar__plus_02_dot_38_bar__minus_02_dot_06_bar__plus_01_dot_66 - object
  Pan_bar__plus_00_dot_27_bar__plus_01_dot_35_bar__plus_01_dot_45 - object
  Spoon_bar__plus_00_dot_84_bar__minus_01_dot_40_bar__minus_01_dot_58 - object
  Bread_bar__minus_00_dot_81_bar__minus_01_dot_37_bar__plus_02_dot_06 - object
  Plate_bar__minus_02_dot_25_bar__plus_00_dot_82_bar__plus_01_dot_52 - object
  Mug_bar__plus_02_dot_04_bar__minus_01_dot_18_bar__minus_01_dot_57 - object
  DiningTable_bar__minus_00_dot_66_bar__plus_00_dot_60_bar__minus_01_dot_58 - receptacle
  Drawer_bar__minus_01_dot_81_bar__plus_02_dot_06_bar__minus_01_dot_31 - receptacle
  Sink_bar__minus_01_dot_92_bar__plus_00_dot_28_bar__plus_00_dot_11_bar_SinkBasin - receptacle
  Fridge_bar__minus_02_dot_21_bar__plus_01_dot_59_bar__minus_00_dot_34 - receptacle
  Microwave_bar__plus_02_dot_34_bar__minus_01_dot_48_bar__minus_00_dot_48 - receptacle
  CounterTop_bar__plus_00_dot_62_bar__plus_00_dot_16_bar__minus_00_dot_38 - receptacle
  loc_bar_0_bar__minus_2_bar_3_bar_15 - location
  loc_bar_2_bar_5_bar_0_bar_15 - location
  loc_bar_5_bar__minus_2_bar_0_bar_0 - location
  loc_bar__minus_1_bar_0_bar_1_bar_0 - location
  loc_bar__minus_4_bar__minus_6_bar_1_bar_30 - location
  loc_bar__minus_4_bar__minus_8_bar_1_bar_45 - location
  loc_bar__minus_7_bar__minus_7_bar_2_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_0_bar__minus_2_bar_3_bar_15)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType SpoonType)
  (canContain DiningTableType AppleType)
  (canContain DiningTableType BreadType)
  (canContain DiningTableType MugType)
  (canContain DiningTableType PanType)
  (canContain DiningTableType PlateType)
  (canContain DiningTableType SpoonType)
  (canContain DrawerType AppleType)
  (canContain DrawerType BreadType)
  (canContain DrawerType MugType)
  (canContain DrawerType PanType)
  (canContain DrawerType PlateType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BreadType)
  (canContain FridgeType MugType)
  (canContain FridgeType PanType)
  (canContain FridgeType PlateType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PlateType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType BreadType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PlateType)
  (canContain SinkBasinType SpoonType)
  (receptacleType DiningTable_bar__minus_00_dot_66_bar__plus_00_dot_60_bar__minus_01_dot_58 DiningTableType)
  (receptacleAtLocation DiningTable_bar__minus_00_dot_66_bar__plus_00_dot_60_bar__minus_01_dot_58 loc_bar__minus_4_bar__minus_8_bar_1_bar_45)
  (receptacleType Drawer_bar__minus_01_dot_81_bar__plus_02_dot_06_bar__minus_01_dot_31 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_01_dot_81_bar__plus_02_dot_06_bar__minus_01_dot_31 loc_bar_5_bar__minus_2_bar_0_bar_0)
  (openable Drawer_bar__minus_01_dot_81_bar__plus_02_dot_06_bar__minus_01_dot_31)
  (receptacleType Sink_bar__minus_01_dot_92_bar__plus_00_dot_28_bar__plus_00_dot_11_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_01_dot_92_bar__plus_00_dot_28_bar__plus_00_dot_11_bar_SinkBasin loc_bar__minus_4_bar__minus_6_bar_1_bar_30)
  (receptacleType Fridge_bar__minus_02_dot_21_bar__plus_01_dot_59_bar__minus_00_dot_34 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_02_dot_21_bar__plus_01_dot_59_bar__minus_00_dot_34 loc_bar__minus_7_bar__minus_7_bar_2_bar_60)
  (openable Fridge_bar__minus_02_dot_21_bar__plus_01_dot_59_bar__minus_00_dot_34)
  (receptacleType Microwave_bar__plus_02_dot_34_bar__minus_01_dot_48_bar__minus_00_dot_48 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_02_dot_34_bar__minus_01_dot_48_bar__minus_00_dot_48 loc_bar_2_bar_5_bar_0_bar_15)
  (openable Microwave_bar__plus_02_dot_34_bar__minus_01_dot_48_bar__minus_00_dot_48)
  (receptacleType CounterTop_bar__plus_00_dot_62_bar__plus_00_dot_16_bar__minus_00_dot_38 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_00_dot_62_bar__plus_00_dot_16_bar__minus_00_dot_38 loc_bar__minus_1_bar_0_bar_1_bar_0)
  (objectType Apple_bar__plus_02_dot_38_bar__minus_02_dot_06_bar__plus_01_dot_66 AppleType)
  (inReceptacle Apple_bar__plus_02_dot_38_bar__minus_02_dot_06_bar__plus_01_dot_66 Sink_bar__minus_01_dot_92_bar__plus_00_dot_28_bar__plus_00_dot_11_bar_SinkBasin)
  (objectAtLocation Apple_bar__plus_02_dot_38_bar__minus_02_dot_06_bar__plus_01_dot_66 loc_bar__minus_4_bar__minus_6_bar_1_bar_30)
  (pickupable Apple_bar__plus_02_dot_38_bar__minus_02_dot_06_bar__plus_01_dot_66)
  (cleanable Apple_bar__plus_02_dot_38_bar__minus_02_dot_06_bar__plus_01_dot_66)
  (heatable Apple_bar__plus_02_dot_38_bar__minus_02_dot_06_bar__plus_01_dot_66)
  (coolable Apple_bar__plus_02_dot_38_bar__minus_02_dot_06_bar__plus_01_dot_66)
  (sliceable Apple_bar__plus_02_dot_38_bar__minus_02_dot_06_bar__plus_01_dot_66)
  (objectType Pan_bar__plus_00_dot_27_bar__plus_01_dot_35_bar__plus_01_dot_45 PanType)
  (inReceptacle Pan_bar__plus_00_dot_27_bar__plus_01_dot_35_bar__plus_01_dot_45 Sink_bar__minus_01_dot_92_bar__plus_00_dot_28_bar__plus_00_dot_11_bar_SinkBasin)
  (objectAtLocation Pan_bar__plus_00_dot_27_bar__plus_01_dot_35_bar__plus_01_dot_45 loc_bar__minus_4_bar__minus_6_bar_1_bar_30)
  (pickupable Pan_bar__plus_00_dot_27_bar__plus_01_dot_35_bar__plus_01_dot_45)
  (cleanable Pan_bar__plus_00_dot_27_bar__plus_01_dot_35_bar__plus_01_dot_45)
  (coolable Pan_bar__plus_00_dot_27_bar__plus_01_dot_35_bar__plus_01_dot_45)
  (objectType Spoon_bar__plus_00_dot_84_bar__minus_01_dot_40_bar__minus_01_dot_58 SpoonType)
  (inReceptacle Spoon_bar__plus_00_dot_84_bar__minus_01_dot_40_bar__minus_01_dot_58 Sink_bar__minus_01_dot_92_bar__plus_00_dot_28_bar__plus_00_dot_11_bar_SinkBasin)
  (objectAtLocation Spoon_bar__plus_00_dot_84_bar__minus_01_dot_40_bar__minus_01_dot_58 loc_bar__minus_4_bar__minus_6_bar_1_bar_30)
  (pickupable Spoon_bar__plus_00_dot_84_bar__minus_01_dot_40_bar__minus_01_dot_58)
  (cleanable Spoon_bar__plus_00_dot_84_bar__minus_01_dot_40_bar__minus_01_dot_58)
  (objectType Bread_bar__minus_00_dot_81_bar__minus_01_dot_37_bar__plus_02_dot_06 BreadType)
  (inReceptacle Bread_bar__minus_00_dot_81_bar__minus_01_dot_37_bar__plus_02_dot_06 CounterTop_bar__plus_00_dot_62_bar__plus_00_dot_16_bar__minus_00_dot_38)
  (objectAtLocation Bread_bar__minus_00_dot_81_bar__minus_01_dot_37_bar__plus_02_dot_06 loc_bar__minus_1_bar_0_bar_1_bar_0)
  (pickupable Bread_bar__minus_00_dot_81_bar__minus_01_dot_37_bar__plus_02_dot_06)
  (heatable Bread_bar__minus_00_dot_81_bar__minus_01_dot_37_bar__plus_02_dot_06)
  (coolable Bread_bar__minus_00_dot_81_bar__minus_01_dot_37_bar__plus_02_dot_06)
  (sliceable Bread_bar__minus_00_dot_81_bar__minus_01_dot_37_bar__plus_02_dot_06)
  (objectType Plate_bar__minus_02_dot_25_bar__plus_00_dot_82_bar__plus_01_dot_52 PlateType)
  (inReceptacle Plate_bar__minus_02_dot_25_bar__plus_00_dot_82_bar__plus_01_dot_52 Fridge_bar__minus_02_dot_21_bar__plus_01_dot_59_bar__minus_00_dot_34)
  (objectAtLocation Plate_bar__minus_02_dot_25_bar__plus_00_dot_82_bar__plus_01_dot_52 loc_bar__minus_7_bar__minus_7_bar_2_bar_60)
  (pickupable Plate_bar__minus_02_dot_25_bar__plus_00_dot_82_bar__plus_01_dot_52)
  (cleanable Plate_bar__minus_02_dot_25_bar__plus_00_dot_82_bar__plus_01_dot_52)
  (heatable Plate_bar__minus_02_dot_25_bar__plus_00_dot_82_bar__plus_01_dot_52)
  (coolable Plate_bar__minus_02_dot_25_bar__plus_00_dot_82_bar__plus_01_dot_52)
  (objectType Mug_bar__plus_02_dot_04_bar__minus_01_dot_18_bar__minus_01_dot_57 MugType)
  (inReceptacle Mug_bar__plus_02_dot_04_bar__minus_01_dot_18_bar__minus_01_dot_57 DiningTable_bar__minus_00_dot_66_bar__plus_00_dot_60_bar__minus_01_dot_58)
  (objectAtLocation Mug_bar__plus_02_dot_04_bar__minus_01_dot_18_bar__minus_01_dot_57 loc_bar__minus_4_bar__minus_8_bar_1_bar_45)
  (pickupable Mug_bar__plus_02_dot_04_bar__minus_01_dot_18_bar__minus_01_dot_57)
  (cleanable Mug_bar__plus_02_dot_04_bar__minus_01_dot_18_bar__minus_01_dot_57)
  (heatable Mug_bar__plus_02_dot_04_bar__minus_01_dot_18_bar__minus_01_dot_57)
  (coolable Mug_bar__plus_02_dot_04_bar__minus_01_dot_18_bar__minus_01_dot_57)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o AppleType)
                    (receptacleType ?r DiningTableType)
                    (heatable ?o)
                    (isHot ?o)
                )
            )
        )
    )
)
)
